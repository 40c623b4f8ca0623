package dev.agentlint.parse.tree;

import dev.agentlint.base.Span;
import java.util.Locale;
import java.util.Optional;

/**
 * A string, number, boolean or null. The text is kept as written (quotes removed) so each format
 * can interpret it by its own rules; {@link #type()} says how the syntax itself typed it.
 */
public final class ScalarNode extends Node {

    public enum Type { STRING, NUMBER, BOOLEAN, NULL }

    private final String text;
    private final Type type;

    public ScalarNode(Span span, Span keySpan, String pointer, String tag, String text, Type type) {
        super(span, keySpan, pointer, tag);
        this.text = text;
        this.type = type;
    }

    public Type type() {
        return type;
    }

    public String value() {
        return text;
    }

    @Override
    public boolean isScalar() {
        return true;
    }

    @Override
    public Optional<String> text() {
        return type == Type.NULL ? Optional.empty() : Optional.of(text);
    }

    /** JSON/TOML/YAML 1.2 booleans, and a quoted "true"/"false" as many tools accept it. */
    @Override
    public Optional<Boolean> bool() {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.equals("true")) return Optional.of(true);
        if (t.equals("false")) return Optional.of(false);
        return Optional.empty();
    }

    @Override
    public String toString() {
        return text;
    }
}
