package dev.queryfirst.runtime.internal.backfill;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.metadata.TokenMap;
import com.datastax.oss.driver.api.core.metadata.token.TokenRange;
import java.util.ArrayList;
import java.util.List;

/**
 * The units of a backfill's work: the ring's token ranges, each split evenly so that there are
 * at least as many pieces as asked, then unwrapped (a piece that wraps around the end of the ring
 * becomes two). The same ring always gives the same pieces, in token order, so a resumed backfill
 * recognizes the ones it finished.
 */
final class RingSplits {

    private RingSplits() {}

    /** The pieces of the ring of {@code session}'s cluster, at least {@code splits} of them. */
    static List<TokenRange> of(CqlSession session, int splits) {
        TokenMap tokens = tokenMap(session);
        List<TokenRange> ring = new ArrayList<>(tokens.getTokenRanges());
        int perRange = Math.max(1, (splits + ring.size() - 1) / ring.size());
        List<TokenRange> pieces = new ArrayList<>();
        for (TokenRange range : ring) {
            // A one-token ring is one range from its token round to itself: split it, or unwrap() keeps it whole.
            int n = range.isFullRing() ? Math.max(2, perRange) : perRange;
            for (TokenRange piece : range.splitEvenly(n)) {
                pieces.addAll(piece.unwrap());
            }
        }
        pieces.removeIf(TokenRange::isEmpty);
        pieces.sort(null);
        return pieces;
    }

    static TokenMap tokenMap(CqlSession session) {
        return session.getMetadata()
                .getTokenMap()
                .orElseThrow(() -> new IllegalStateException(
                        "the driver has no token map: a backfill needs it (advanced.metadata.token-map.enabled = true,"
                                + " and schema metadata enabled)"));
    }
}
