"""The history of finished matches: a SQLite database in the data folder, always rebuildable from the saves.

- `entry`: what one finished match puts in the history (seats, scores, places, winners), from a live match or
  from a save file; the match's key, so one match saved in two files counts once.
- `db`: the schema, its version and migrations, opening (WAL; a damaged file is kept aside and started afresh),
  recording one match in one transaction.
- `sync`: the history made to agree with the saves folder: finished saves not yet recorded are recorded, rows
  whose save is gone are dropped (nothing the history shows exists only in the database).
- `stats`: the figures of the statistics page (per player and game, against each computer level, this month or
  all time) and the matches behind them.
- `recorder`: a thread of its own that does the writing, so recording never delays play.

No Qt (tests/engine/test_qt_free.py); `docs/history.md` describes the schema and the figures.
"""
