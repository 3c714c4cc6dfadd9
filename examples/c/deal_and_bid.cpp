// The C example in C++, through the same header: seeded boards bid with SAYC. The output is
// the C program's, line for line (a test checks it).
//
//   c++ -std=c++17 -I bidbase-ffi/include examples/c/deal_and_bid.cpp
//       -L target/release -lbidbase_ffi -Wl,-rpath,target/release -o deal_and_bid_cpp
//   ./deal_and_bid_cpp [SEED [COUNT [FIRST]]]
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

#include "bidbase.h"

namespace {

const char kSeats[] = "NESW";
const char *const kVuls[] = {"None", "NS", "EW", "Both"};

// A failed call, with the library's message.
struct Error : std::runtime_error {
    int status;
    Error(int s, const std::string &what) : std::runtime_error(what), status(s) {}
};

int check(int status, const char *what) {
    if (status != BB_OK && status != BB_NO_ENTRY) {
        char message[1024];
        bb_last_error(message, sizeof message);
        throw Error(status, std::string(what) + " failed: " + message);
    }
    return status;
}

std::string_view view(BbStr s) { return {s.ptr, s.len}; }

// An open system, closed when it goes out of scope.
using System = std::unique_ptr<BbSystem, decltype(&bb_close)>;

System open(const char *name) {
    BbSystem *s = nullptr;
    check(bb_open(name, &s), "bb_open");
    return System(s, &bb_close);
}

}  // namespace

int main(int argc, char **argv) try {
    unsigned long long seed = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 1;
    unsigned long long count = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
    unsigned long long first = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 0;
    System sayc = open("sayc");

    for (unsigned long long index = first; index < first + count; index++) {
        BbBoard board;
        check(bb_deal(seed, index, &board), "bb_deal");
        std::printf("board %u index %llu dealer %c vul %s deal N:%s %s %s %s\n", board.board, index,
                    kSeats[board.dealer], kVuls[board.vulnerability], board.text[0], board.text[1],
                    board.text[2], board.text[3]);
        std::string auction;
        BbTable table{};
        table.dealer = board.dealer;
        table.vulnerability = board.vulnerability;
        table.scoring = BB_IMPS;
        table.we = BB_NS;
        BbAuction state;
        for (;;) {
            table.auction = auction.c_str();
            check(bb_auction(&table, &state), "bb_auction");
            if (state.over) break;
            BbCall call;
            char shows[1024];
            int status = check(bb_bid(sayc.get(), &table, board.text[state.next_seat], &call, shows, sizeof shows),
                               "bb_bid");
            if (status == BB_NO_ENTRY) {
                std::printf("  %c %-7s (no entry: pass)\n", kSeats[state.next_seat], call.text);
            } else {
                std::string convention(view(call.convention));
                std::printf("  %c %-7s | %s | %s | %s\n", kSeats[state.next_seat], call.text, convention.c_str(),
                            call.alert ? "alert" : call.announce ? "announce" : "", shows);
            }
            if (!auction.empty()) auction += ' ';
            auction += call.text;
        }
        if (state.declarer == BB_NO_SEAT) {
            std::printf("contract passed out\n");
        } else {
            std::printf("contract %s by %c\n", state.contract, kSeats[state.declarer]);
        }
    }
    return 0;
} catch (const Error &e) {
    std::fprintf(stderr, "%s (status %d)\n", e.what(), e.status);
    return 1;
}
