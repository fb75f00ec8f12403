def lessons_for(spec):
    return ()
