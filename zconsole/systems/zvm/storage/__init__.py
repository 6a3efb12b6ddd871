"""z/VM 6.2/6.3 storage management as the third seed describes it: a lab of guests' frames.

``Lab.build(StorageConfig(...))`` makes one, ``advance(seconds)`` moves it on, ``view()``
is what the CP commands read, ``intervals`` what the Performance Toolkit reports format;
``state.to_data``/``from_data`` save and restore it. Imports nothing of z/OS or of the rest of z/VM.
"""
