package dev.agentlint.base;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CommentSpansTest {

    @Test
    void commentsRecordedOutOfOrderComeOutSortedAndOnce() {
        CommentSpans.Recorder r = new CommentSpans.Recorder();
        r.line(40, 50, 1);
        r.line(10, 20, 2);
        r.line(10, 20, 2); // a second reading of the same text
        r.add(60, 70, 62, 68);
        r.line(12, 18, 1); // inside another comment
        CommentSpans s = r.spans();
        assertThat(s.size()).isEqualTo(3);
        assertThat(new int[] {s.start(0), s.end(0), s.bodyStart(0), s.bodyEnd(0)}).containsExactly(10, 20, 12, 20);
        assertThat(new int[] {s.start(1), s.end(1)}).containsExactly(40, 50);
        assertThat(new int[] {s.start(2), s.end(2), s.bodyStart(2), s.bodyEnd(2)}).containsExactly(60, 70, 62, 68);
        assertThat(s.complete()).isTrue();
    }

    @Test
    void lookupsByOffset() {
        CommentSpans.Recorder r = new CommentSpans.Recorder();
        for (int k = 0; k < 100; k++) r.line(10 * k, 10 * k + 5, 1);
        CommentSpans s = r.spans();
        assertThat(s.firstEndingAfter(0)).isZero();
        assertThat(s.firstEndingAfter(5)).isEqualTo(1);
        assertThat(s.firstEndingAfter(10_000)).isEqualTo(100);
        assertThat(s.inComment(503)).isTrue();
        assertThat(s.inComment(507)).isFalse();
        assertThat(s.inComment(-1)).isFalse();
    }

    @Test
    void aParserThatStoppedSaysWhere() {
        CommentSpans.Recorder r = new CommentSpans.Recorder();
        assertThat(r.spans()).isSameAs(CommentSpans.NONE);
        r.stoppedAt(30);
        r.stoppedAt(50);
        assertThat(r.spans().readUntil()).isEqualTo(30);
        assertThat(r.spans().complete()).isFalse();
        r.readAll();
        assertThat(r.spans().complete()).isTrue();
    }
}
