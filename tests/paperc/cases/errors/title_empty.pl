game Nameless start
    title "   "
end
