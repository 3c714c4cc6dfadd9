/* Deals seeded boards and bids each with SAYC through the bidbase C ABI.
 *
 *   cc -I bidbase-ffi/include examples/c/deal_and_bid.c target/release/libbidbase_ffi.a \
 *      -lpthread -ldl -lm -o deal_and_bid
 *   ./deal_and_bid [SEED [COUNT [FIRST]]]
 *
 * For each board: a "board" line with its number, index, dealer, vulnerability and the deal in
 * PBN; a line for each call: seat, call | convention | alert or announce | what it shows; and the
 * contract.
 * The boards are those of `bidbase deal --seed SEED` with the dealer and vulnerability of their
 * board numbers; every call is the one `bidbase bid` makes in the same position. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bidbase.h"

static const char SEATS[] = "NESW";
static const char *const VULS[] = {"None", "NS", "EW", "Both"};

/* Prints the library's message for a failed status and exits. */
static void check(int status, const char *what) {
    if (status != BB_OK && status != BB_NO_ENTRY) {
        char message[1024];
        bb_last_error(message, sizeof message);
        fprintf(stderr, "%s failed (status %d): %s\n", what, status, message);
        exit(1);
    }
}

int main(int argc, char **argv) {
    unsigned long long seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
    unsigned long long count = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
    unsigned long long first = argc > 3 ? strtoull(argv[3], NULL, 10) : 0;

    BbSystem *sayc = NULL;
    check(bb_open("sayc", &sayc), "bb_open");

    for (unsigned long long index = first; index < first + count; index++) {
        BbBoard board;
        check(bb_deal(seed, index, &board), "bb_deal");
        printf("board %u index %llu dealer %c vul %s deal N:%s %s %s %s\n", board.board, index,
               SEATS[board.dealer], VULS[board.vulnerability], board.text[0], board.text[1],
               board.text[2], board.text[3]);

        /* The auction as text, grown one call at a time. */
        char auction[4096] = ""; /* 320 calls at most, each at most 7 characters and a blank */
        BbTable table = {auction, board.dealer, board.vulnerability, BB_IMPS, BB_NS, 0};
        BbAuction state;
        check(bb_auction(&table, &state), "bb_auction");
        while (!state.over) {
            BbCall call;
            char shows[1024];
            int status = bb_bid(sayc, &table, board.text[state.next_seat], &call, shows, sizeof shows);
            check(status, "bb_bid");
            if (status == BB_NO_ENTRY) {
                printf("  %c %-7s (no entry: pass)\n", SEATS[state.next_seat], call.text);
            } else {
                printf("  %c %-7s | %.*s | %s | %s\n", SEATS[state.next_seat], call.text, (int)call.convention.len,
                       call.convention.ptr, call.alert ? "alert" : call.announce ? "announce" : "", shows);
            }
            if (auction[0] != '\0') {
                strcat(auction, " ");
            }
            strcat(auction, call.text);
            check(bb_auction(&table, &state), "bb_auction");
        }
        if (state.declarer == BB_NO_SEAT) {
            printf("contract passed out\n");
        } else {
            printf("contract %s by %c\n", state.contract, SEATS[state.declarer]);
        }
    }
    bb_close(sayc);
    return 0;
}
