package dev.agentlint.base;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Chars;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

class LineIndexTest {

    @Property(tries = 2000)
    void theLfOnlyPathAgreesWithTheGeneralOne(@ForAll @StringLength(max = 200) @Chars({'\n', 'a', ' ', '\u00e9', '\u4e2d'}) String text) {
        assertThat(LineIndex.lfStarts(text)).containsExactly(LineIndex.anyStarts(text));
    }

    @Test
    void lineEndsOfEveryKind() {
        LineIndex lf = new LineIndex("a\nbb\n\nc");
        assertThat(lf.lineCount()).isEqualTo(4);
        assertThat(lf.line(5)).isEqualTo(3);
        LineIndex mixed = new LineIndex("a\r\nb\rc\n");
        assertThat(mixed.lineCount()).isEqualTo(4);
        assertThat(mixed.line(4)).isEqualTo(2);
        assertThat(mixed.column(5)).isEqualTo(1);
    }

    /** Lookups in any order answer as counting line breaks does, whatever line the last lookup was on. */
    @Property(tries = 2000)
    void linesInAnyOrderOfLookup(@ForAll @StringLength(max = 60) @Chars({'\n', '\r', 'a'}) String text,
                                 @ForAll java.util.List<@net.jqwik.api.constraints.IntRange(min = -2, max = 70) Integer> offsets) {
        LineIndex index = new LineIndex(text);
        for (int offset : offsets) {
            int o = Math.max(0, Math.min(offset, text.length()));
            int line = 1;
            for (int i = 0; i < o; i++) {
                char c = text.charAt(i);
                if (c == '\n' || c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n')) line++;
            }
            assertThat(index.line(offset)).as("line of %d in %s", offset, text.replace("\r", "\\r").replace("\n", "\\n")).isEqualTo(line);
        }
    }
}
