package dev.agentlint.parse.shell;

import dev.agentlint.base.CommentSpans;

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
