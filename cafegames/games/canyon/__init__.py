"""Canyon: a canoe race on a hex river, driven by a trick-taking card game with speed bids."""
