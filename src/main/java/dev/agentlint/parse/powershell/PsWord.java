package dev.agentlint.parse.powershell;

import java.util.List;

/**
 * One argument or value as written in PowerShell: literal text (quotes and escapes removed, each
 * character with the offset it is written at) and what only running the script would tell
 * (variables, sub-expressions, member access).
 *
 * @param parts      in order
 * @param start      where the word is written (origin offset)
 * @param end        just after it
 * @param afterComma written after a {@code ,}: the next element of the same array ({@code 'a','b'})
 */
public record PsWord(List<Part> parts, int start, int end, boolean afterComma) {

    /** A piece of a word. */
    public sealed interface Part permits Text, Variable, Opaque {}

    /** Characters as PowerShell reads them, with the origin offset of each. */
    public record Text(String text, int[] origins) implements Part {}

    /**
     * A variable: {@code $name}, {@code ${name}}, {@code $env:NAME}, {@code $script:name}, a
     * property of one ({@code $cmd.Source}), or a splat {@code @name}.
     *
     * @param name     as written, without {@code $}, {@code @} or braces ({@code env:NAME})
     * @param property the property read, or null
     */
    public record Variable(String name, String property, boolean splat, int start, int end) implements Part {}

    /**
     * {@code $(…)}, {@code (…)}, {@code {…}}, {@code $x.Member}, {@code $x[0]}: known only by running it.
     *
     * @param text the expression as written when it is short (up to {@value #MAX_OPAQUE_TEXT} characters), else empty
     */
    public record Opaque(int start, int end, String text) implements Part {}

    /** How much of an opaque expression is kept as written: enough for {@code (Split-Path -Parent $MyInvocation.MyCommand.Path)}. */
    public static final int MAX_OPAQUE_TEXT = 200;

    /** The word's text when it is all literal, else null. */
    public String literal() {
        if (parts.size() == 1 && parts.get(0) instanceof Text t) return t.text();
        StringBuilder b = new StringBuilder();
        for (Part p : parts) {
            if (!(p instanceof Text t)) return null;
            b.append(t.text());
        }
        return b.toString();
    }
}
