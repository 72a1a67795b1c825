game Bakers_Dozen start
    title Baker Dozen
end
