package dev.agentlint.read;

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
}
