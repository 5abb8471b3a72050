"""Café International: board data, seating law, scoring, bots (Qt-free) and its scene."""
