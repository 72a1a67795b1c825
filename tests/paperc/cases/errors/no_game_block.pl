visiblestack a
a -> a top 1
