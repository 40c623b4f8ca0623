package dev.agentlint.parse;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Span;
import org.junit.jupiter.api.Test;

class OffsetMapTest {

    /** "abc def" written as "abc" on line 2 from column 5 and "def" on line 3 from column 1. */
    private static final OffsetMap TWO_LINES = new OffsetMap.Builder().piece(0, 2, 5).piece(4, 3, 1).build();

    @Test
    void eachPieceMapsOntoItsOwnLine() {
        assertThat(TWO_LINES.span(0, 3)).isEqualTo(new Span(2, 5, 2, 8));
        assertThat(TWO_LINES.span(4, 7)).isEqualTo(new Span(3, 1, 3, 4));
        assertThat(TWO_LINES.span(1, 6)).isEqualTo(new Span(2, 6, 3, 3));
    }

    @Test
    void theJoiningCharacterMapsJustAfterThePieceBeforeIt() {
        assertThat(TWO_LINES.span(3, 4)).isEqualTo(new Span(2, 8, 2, 9));
    }

    @Test
    void aPartStartingInsideTheTextKeepsItsPositions() {
        OffsetMap inner = TWO_LINES.from(1);
        assertThat(inner.span(0, 2)).isEqualTo(new Span(2, 6, 2, 8));
        assertThat(inner.span(3, 6)).isEqualTo(new Span(3, 1, 3, 4));
    }

    @Test
    void emptyAndOutOfRangeOffsetsStayPoints() {
        assertThat(TWO_LINES.span(2, 2)).isEqualTo(new Span(2, 7, 2, 7));
        assertThat(TWO_LINES.span(-5, 0)).isEqualTo(new Span(2, 5, 2, 5));
    }
}
