package dev.agentlint.extract.container;

import dev.agentlint.base.CommentSpans;
import dev.agentlint.base.Format;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Location;
import dev.agentlint.model.Unresolved;
import dev.agentlint.base.SourceFile;
import dev.agentlint.read.TreeFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The variables of an env file (Compose {@code env_file}, Quadlet {@code EnvironmentFile=}): {@code KEY=VALUE} lines, {@code #} comments, an
 * optional {@code export}, single quotes literal, double quotes and bare values up to a
 * comment. Each variable is located at its value in the env file, so a finding about
 * it points there. Interpolation and escapes are not applied: a literal secret is visible without them.
 *
 * <p>A comment is a {@code #} first on a line (after blanks), or one after a blank outside a
 * value's quotes ({@code KEY=v # c}, {@code KEY="v#w" # c}); a quote opens a value only where the
 * value starts, and a value is quoted only when its closing quote is on the same line.
 */
public final class EnvFile {

    /** More variables than any real env file has; the rest is not read. */
    public static final int MAX_VARIABLES = 10_000;

    private EnvFile() {}

    /**
     * The variables of the env file a file names ({@code env_file}, {@code EnvironmentFile=}),
     * read within the tree. One that is not there is the usual case (a {@code .env} kept out of
     * version control) and goes unsaid; one that cannot be read from here is noted in {@code facts}.
     *
     * @param what how the reference is written, for the note ({@code env_file x.env})
     */
    public static List<EnvVar> follow(TreeFiles tree, SourceFile from, String reference, String what, Location at, FileFacts facts) {
        return followed(tree.read(from, reference, Format.SHELL), what, at, facts);
    }

    /**
     * As {@link #follow(TreeFiles, SourceFile, String, String, Location, FileFacts)}, for a path a
     * program resolves against its working directory, which the file does not say: the first of
     * {@code directories} that holds the env file is taken.
     */
    public static List<EnvVar> follow(TreeFiles tree, List<Path> directories, String reference, String what, Location at,
                                      FileFacts facts) {
        TreeFiles.Lookup first = null;
        for (Path dir : directories) {
            TreeFiles.Lookup l = tree.readIn(dir, reference, Format.SHELL);
            if (l instanceof TreeFiles.Found) return followed(l, what, at, facts);
            if (first == null) first = l;
        }
        return first == null ? List.of() : followed(first, what, at, facts);
    }

    private static List<EnvVar> followed(TreeFiles.Lookup found, String what, Location at, FileFacts facts) {
        if (found instanceof TreeFiles.Found f) return f.derived("env-file", EnvFile::read);
        if (found instanceof TreeFiles.Refused r && !r.reason().equals(TreeFiles.DOES_NOT_EXIST)) {
            facts.unresolved().add(new Unresolved(what, r.reason(), at));
        }
        return List.of();
    }

    public static List<EnvVar> read(SourceFile file) {
        return read(file, null);
    }

    /** As {@link #read(SourceFile)}, recording the file's comments in {@code comments} (null: none). */
    public static List<EnvVar> read(SourceFile file, CommentSpans.Recorder comments) {
        List<EnvVar> out = new ArrayList<>();
        String text = file.text();
        int start = 0;
        while (start < text.length() && out.size() < MAX_VARIABLES) {
            int end = text.indexOf('\n', start);
            if (end < 0) end = text.length();
            variable(file, text, start, end).ifPresent(out::add);
            if (comments != null) comment(text, start, end, comments);
            start = end + 1;
        }
        if (comments != null && start < text.length()) comments.stoppedAt(start);
        return out;
    }

    /**
     * Records the comments of a text written in lines as an env file is (the other plaintext
     * credential files, {@code .npmrc}, {@code .aws/credentials}, {@code .netrc}: the same rule).
     */
    public static void comments(String text, CommentSpans.Recorder comments) {
        int start = 0;
        while (start < text.length()) {
            int end = text.indexOf('\n', start);
            if (end < 0) end = text.length();
            comment(text, start, end, comments);
            start = end + 1;
        }
    }

    private static void comment(String text, int lineStart, int lineEnd, CommentSpans.Recorder comments) {
        int end = lineEnd > lineStart && text.charAt(lineEnd - 1) == '\r' ? lineEnd - 1 : lineEnd;
        int at = commentStart(text, lineStart, end);
        if (at >= 0) comments.line(at, end, 1);
    }

    /** Where the comment of the line from {@code lineStart} to {@code lineEnd} (no line break) starts, or -1. */
    private static int commentStart(String text, int lineStart, int lineEnd) {
        int i = skipBlanks(text, lineStart, lineEnd);
        if (i < lineEnd && text.charAt(i) == '#') return i;
        int from = quotedValueEnd(text, i, lineEnd);
        for (int k = Math.max(from, i + 1); k < lineEnd; k++) {
            if (text.charAt(k) == '#' && (text.charAt(k - 1) == ' ' || text.charAt(k - 1) == '\t')) return k;
        }
        return -1;
    }

    /**
     * Where to look for a comment on a line from its first non-blank {@code i}: after the closing
     * quote of a {@code KEY='…'} or {@code KEY="…"}, nowhere ({@code lineEnd}) when the quote is not
     * closed on the line (the value is the rest of it), else from {@code i}.
     */
    private static int quotedValueEnd(String text, int i, int lineEnd) {
        if (text.startsWith("export ", i)) i = skipBlanks(text, i + 7, lineEnd);
        int k = i;
        while (k < lineEnd && isNameChar(text.charAt(k))) k++;
        if (k == i || k + 1 >= lineEnd || text.charAt(k) != '=') return i;
        char q = text.charAt(k + 1);
        if (q != '\'' && q != '"') return i;
        int close = indexOf(text, q, k + 2, lineEnd);
        return close < 0 ? lineEnd : close + 1;
    }

    private static Optional<EnvVar> variable(SourceFile file, String text, int lineStart, int lineEnd) {
        int i = skipBlanks(text, lineStart, lineEnd);
        if (text.startsWith("export ", i)) i = skipBlanks(text, i + 7, lineEnd);
        int nameStart = i;
        while (i < lineEnd && isNameChar(text.charAt(i))) i++;
        if (i == nameStart || i >= lineEnd || text.charAt(i) != '=' || Character.isDigit(text.charAt(nameStart))) {
            return Optional.empty();
        }
        String name = text.substring(nameStart, i);
        int valueStart = i + 1;
        int valueEnd = lineEnd;
        if (valueEnd > valueStart && text.charAt(valueEnd - 1) == '\r') valueEnd--;
        char q = valueStart < valueEnd ? text.charAt(valueStart) : 0;
        // Every search stays inside the line: one that ran on to the end of the file made reading an env file quadratic.
        if (q == '\'' || q == '"') {
            int close = indexOf(text, q, valueStart + 1, valueEnd);
            if (close > 0) {
                valueStart++;
                valueEnd = close;
            }
        } else {
            int comment = commentStart(text, lineStart, valueEnd);
            if (comment >= 0) valueEnd = comment;
            while (valueEnd > valueStart && Character.isWhitespace(text.charAt(valueEnd - 1))) valueEnd--;
        }
        Location at = new Location(file, file.lines().span(valueStart, valueEnd), "/" + name);
        return Optional.of(new EnvVar(name, text.substring(valueStart, valueEnd), at));
    }

    private static int indexOf(String text, char c, int from, int end) {
        for (int i = from; i < end; i++) if (text.charAt(i) == c) return i;
        return -1;
    }

    private static int skipBlanks(String text, int i, int end) {
        while (i < end && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) i++;
        return i;
    }

    private static boolean isNameChar(char c) {
        return c == '_' || c == '.' || c == '-' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9';
    }
}
