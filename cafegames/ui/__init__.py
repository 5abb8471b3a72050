"""The desktop interface (Qt): main window, start page, dialogs, the shared scene and table pieces."""
