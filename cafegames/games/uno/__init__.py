"""UNO: cards, options, rules and bots (Qt-free), the card art, and its table on screen."""
