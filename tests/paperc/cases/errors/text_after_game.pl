game g start
end
visiblestack extra
