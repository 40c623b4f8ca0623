package dev.agentlint.parse.shell;

/**
 * A here-document. Its body is data; the parser fills it in when it reaches the line after the
 * redirection (bodies follow the command line they belong to).
 */
public final class HereDoc {

    private final String delimiter;
    private final boolean quoted;
    private final boolean stripTabs;
    private String body = "";
    private int[] origins = new int[0];
    private boolean terminated;

    HereDoc(String delimiter, boolean quoted, boolean stripTabs) {
        this.delimiter = delimiter;
        this.quoted = quoted;
        this.stripTabs = stripTabs;
    }

    void fill(String body, int[] origins, boolean terminated) {
        this.body = body;
        this.origins = origins;
        this.terminated = terminated;
    }

    public String delimiter() {
        return delimiter;
    }

    /** A quoted delimiter ({@code <<'EOF'}) means the body is taken literally, without expansions. */
    public boolean quoted() {
        return quoted;
    }

    /** {@code <<-}: leading tabs are removed from body lines. */
    public boolean stripTabs() {
        return stripTabs;
    }

    /** The body text as written, up to (not including) the delimiter line. */
    public String body() {
        return body;
    }

    /** The origin offset of every character of {@link #body()}. */
    public int[] origins() {
        return origins;
    }

    public boolean terminated() {
        return terminated;
    }
}
