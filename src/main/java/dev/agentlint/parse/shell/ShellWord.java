package dev.agentlint.parse.shell;

import java.util.List;

/**
 * One shell word as written, before expansion: a sequence of parts (literal text with quoting
 * removed, parameter expansions, command substitutions, …). All offsets are <em>origin</em>
 * offsets: positions in the outermost text handed to {@link ShellParser}, even when this word was
 * found by re-parsing a backquoted command or a {@code bash -c} string.
 *
 * @param parts         the pieces, in order
 * @param arrayElements for {@code NAME=(a b c)}, the elements; null otherwise
 * @param start         origin offset of the first character
 * @param end           origin offset just after the last character
 */
public record ShellWord(List<Part> parts, List<ShellWord> arrayElements, int start, int end) {

    /** A piece of a word. */
    public sealed interface Part permits Literal, Parameter, CommandSubstitution, Arithmetic {
        /** True when the part was inside double quotes (no field splitting applies). */
        boolean quoted();
    }

    /**
     * Text that is taken literally, quotes and escapes already removed.
     *
     * @param origins the origin offset of every character of {@code text}
     * @param quoted  whether it came from quotes or an escape (so it is never a reserved word,
     *                assignment or glob)
     */
    public record Literal(String text, int[] origins, boolean quoted) implements Part {}

    /**
     * {@code $NAME}, {@code ${NAME}}, {@code ${NAME:-word}}, {@code ${NAME[@]}}, {@code $1}, {@code $@} …
     *
     * @param name     the parameter name ({@code HOME}, {@code 1}, {@code @})
     * @param index    an array subscript as written ({@code @}, {@code 0}), or null
     * @param operator {@code ""} for a plain reference; {@code :-} {@code -} {@code :=} {@code =}
     *                 {@code :+} {@code +} {@code :?} {@code ?}; {@code "other"} for any other form
     *                 (length, indirection, substrings, pattern removal …) whose value agentlint does not compute
     * @param argument the word after the operator, or null
     * @param raw      the text as written, e.g. {@code ${FLAGS:-}}
     */
    public record Parameter(String name, String index, String operator, ShellWord argument, boolean quoted,
                            String raw, int start, int end) implements Part {}

    /** {@code $(…)}, {@code `…`} or a process substitution {@code <(…)}: a script whose output becomes text. */
    public record CommandSubstitution(ShellScript body, boolean quoted, String raw, int start, int end) implements Part {}

    /** {@code $((…))}: arithmetic, never evaluated. */
    public record Arithmetic(boolean quoted, String raw, int start, int end) implements Part {}

    /** The word's text when it is made of literal parts only (quotes removed); null otherwise. */
    public String literalText() {
        StringBuilder b = new StringBuilder();
        for (Part p : parts) {
            if (!(p instanceof Literal l)) return null;
            b.append(l.text());
        }
        return b.toString();
    }

    /** True when nothing in the word was quoted or escaped (needed for reserved words and assignments). */
    public boolean unquoted() {
        for (Part p : parts) {
            if (p.quoted() || p instanceof Literal l && l.quoted()) return false;
        }
        return true;
    }
}
