game g start
    int n = 3
    stacklist r[n]
    stacklist s[0]
    stackgrid f[2 2000]
    stacklist ok[2 * 3]
    ok[6] -> ok[0] top 1
end
