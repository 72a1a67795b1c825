game g start
    card Goblin Monster start end
    card Monster start int defence int attack end
    card Orc Monster start defense = 5 end
    card Orc start end
    card Troll Nobody start end
end
