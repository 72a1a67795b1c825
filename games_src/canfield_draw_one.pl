; Canfield, turning the main stock one card at a time: the bundled Canfield
; (seed 002's version) with the one-card deal that Aisleriot's Canfield
; offers as an option. Its other rules are the bundled game's, whose way of
; filling an empty column is stricter than Aisleriot's.
; Build the four foundations up in suit from the ace to the king.
; The four columns start with one card each and are built down in
; alternate colours. A column moves only as a whole, onto another column;
; its top card may go to a foundation.
; Click the holding stock (13 cards, below the main stock) to turn one card
; onto its waste; it is never turned again. Click the main stock to turn
; one card onto its waste; click its empty place to turn the waste over
; and go round again, as often as you like. The top card of either waste
; may go to a foundation or a column.
; An empty column may only be filled from the holding stock's waste until
; the holding stock and its waste are used up; after that, only a king
; from the main waste may fill it.
; The game is won when the foundations hold all 52 cards, and lost when the
; main stock runs out and no card could be played in another round.
game Canfield_draw_one start
    title "Canfield (Draw One)"
    int draw = 1
    #use "include/canfield.pl"
end
