; Vegas Klondike: PySolFC's Vegas Klondike (one pass through the stock and
; casino scoring), drawing three cards at a time as the Vegas mode of
; Windows Solitaire does. The rules are Klondike's (`include/klondike.pl`).
;
; Seven columns of 1 to 7 cards, the top card of each face up. Build the
; columns down in alternate colours (a red six on a black seven). Move any
; face-up card together with the cards on it; when a face-down card is
; uncovered it turns up. Only a king, with what is on it, may fill an empty
; column. Build the four foundations up in suit from the ace to the king,
; from the waste or the columns.
;
; Click the stock to turn three cards onto the waste (fewer when fewer are
; left); the top waste card can be played. The stock is gone through once:
; when it is empty, the waste is not turned over (no redeals left).
;
; Scoring, as in a casino: the pack costs 52 and each card played to a
; foundation pays 5, so the score starts at -52 and a won game ends at 208.
; The game is lost when no move is left; you win with all 52 cards on the
; foundations.
game Vegas_Klondike start
    int draw = 3
    bool faceup = false
    int redeal_limit = 0
    #use "include/klondike.pl"
    score 5 * (foundations[0].size + foundations[1].size + foundations[2].size
        + foundations[3].size) - 52
end
