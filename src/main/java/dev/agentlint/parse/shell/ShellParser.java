package dev.agentlint.parse.shell;

import dev.agentlint.base.CommentSpans;
import dev.agentlint.base.LineIndex;
import dev.agentlint.parse.OffsetMap;

/**
 * A POSIX/bash parser with positions, written for linting: it turns any text into a
 * {@link ShellScript} and never throws. Where a shell would reject the input it records a
 * {@link SyntaxProblem} and recovers, so one odd line does not hide the rest of a script.
 *
 * <p>Guarantees for hostile input: scanning is linear in the input (each construct is read once;
 * the few look-aheads commit to what they scanned), nesting deeper than {@link #MAX_DEPTH} stops
 * the parse of that text with a problem instead of recursing further, the tree never holds more
 * than {@link #MAX_NODES} words and commands, and nothing is ever expanded, evaluated or executed.
 */
public final class ShellParser {

    /** Deepest nesting of compound commands, substitutions and expansions that is parsed. */
    public static final int MAX_DEPTH = 64;

    /** Words and commands parsed at most; a script past it is hostile or generated, and the rest is skipped. */
    public static final int MAX_NODES = 200_000;

    /** At most this many problems are recorded per parse. */
    static final int MAX_PROBLEMS = 100;

    private ShellParser() {}

    /** Parses a script; offsets in the result are offsets into {@code text}. */
    public static ShellScript parse(String text) {
        return parse(text, (int[]) null);
    }

    /**
     * Parses text that was taken from somewhere else (a {@code bash -c} argument, a backquoted
     * command): {@code origins[i]} is where character {@code i} came from, and every offset in the
     * result is such an origin offset. A null or wrongly sized array means "offsets into text".
     */
    public static ShellScript parse(String text, int[] origins) {
        return parse(text, origins, 0);
    }

    /**
     * Parses a whole file, recording its comments in {@code comments}: {@code #} where a word could
     * start, outside quotes, here-document bodies and arithmetic, as the parser reads them.
     */
    public static ShellScript parse(String text, CommentSpans.Recorder comments) {
        Parser.Budget budget = new Parser.Budget();
        budget.comments = comments;
        return new Parser(new Source(text == null ? "" : text, null), 0, budget).script();
    }

    /**
     * Records in {@code comments} the comments of a script made of a file's lines (a Makefile's or a
     * justfile's recipe; {@code offsets} maps it into the file {@code file} indexes), where the file
     * holds them. Each runs to the end of its line in the file, as a shell comment runs to the end of
     * its line: the last characters the shell sees may be a variable the recipe's reader expanded,
     * all of them mapped to where the reference starts.
     */
    public static void recordComments(String script, OffsetMap offsets, LineIndex file, CommentSpans.Recorder comments) {
        Parser.Budget budget = new Parser.Budget();
        budget.comments = new CommentSpans.Recorder();
        new Parser(new Source(script, offsets.origins(script.length(), file)), 0, budget).script();
        CommentSpans found = budget.comments.spans();
        for (int k = 0; k < found.size(); k++) {
            int line = file.line(Math.max(found.start(k), found.end(k) - 1));
            int end = Math.max(found.end(k), file.offset(line, 1) + file.lineLength(line));
            comments.add(found.start(k), end, found.bodyStart(k), end);
        }
        if (!found.complete()) comments.stoppedAt(found.readUntil());
    }

    /** As {@link #parse(String, int[])}, for text already nested {@code depth} levels deep. */
    public static ShellScript parse(String text, int[] origins, int depth) {
        Parser p = new Parser(new Source(text == null ? "" : text, origins), Math.max(0, depth), new Parser.Budget());
        return p.script();
    }

    /**
     * The assignment a word is ({@code NAME=value}, {@code NAME+=value}, {@code NAME=(a b)}), or null:
     * for the arguments of declaration utilities ({@code local}, {@code declare}, {@code export} …),
     * which assign as prefix assignments do.
     */
    public static ShellNode.Assignment assignment(ShellWord w) {
        return WordReader.assignment(w);
    }
}
