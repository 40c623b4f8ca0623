package dev.agentlint.model;

import java.util.regex.Pattern;

/** Recognises values that merely refer to a variable or secret store, so they are not literal secrets. */
public final class References {

    // ${VAR}, ${VAR:-default}, ${localEnv:VAR}, ${env:VAR}, $VAR, ${{ secrets.X }}, %VAR%, $(cmd), {{ .Param }}.
    // The insides exclude the opening bracket too, so a run of "{{{{…" or "$($($(…" is scanned once,
    // not once per opening (which made replaceAll quadratic).
    private static final Pattern REFERENCE = Pattern.compile(
            "\\$\\{\\{[^{}]*\\}\\}|\\$\\{[A-Za-z_][^{}]*\\}|\\$[A-Za-z_][A-Za-z0-9_]*|%[A-Za-z_][A-Za-z0-9_]*%|\\$\\([^()]*\\)|\\{\\{[^{}]*\\}\\}");

    private static final int MAX = 4096;

    private References() {}

    /** The whole value is made of references: {@code ${TOKEN}}, not {@code Bearer ${TOKEN}x}. */
    public static boolean isReferenceOnly(String value) {
        return !value.isBlank() && literalPart(value).isBlank();
    }

    /** The value mentions a reference somewhere, e.g. {@code Bearer ${TOKEN}}. */
    public static boolean containsReference(String value) {
        return value.length() <= MAX && REFERENCE.matcher(value).find();
    }

    /** The value with every reference removed: what is actually written literally. */
    public static String literalPart(String value) {
        if (value.length() > MAX) return value;
        String out = REFERENCE.matcher(value).replaceAll("");
        // A reference in a default (${TOKEN:-${OTHER}}) leaves its outer one behind: a few more passes, each shorter.
        for (int i = 0; i < 3 && out.length() < value.length() && out.contains("${"); i++) {
            value = out;
            out = REFERENCE.matcher(value).replaceAll("");
        }
        return out;
    }
}
