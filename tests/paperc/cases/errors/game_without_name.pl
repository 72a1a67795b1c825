game start
end
