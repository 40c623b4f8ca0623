package dev.agentlint.probe;

/** A TCP target given with {@code --target HOST:PORT} ({@code [v6]:PORT} for an IPv6 address). */
public record Target(String host, int port) {

    public static Target parse(String s) {
        int colon = s.lastIndexOf(':');
        if (colon <= 0 || colon == s.length() - 1 || s.length() - colon - 1 > 5) throw bad(s);
        String host = s.substring(0, colon);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
            if (host.isEmpty() || !only(host, "0123456789abcdefABCDEF:.%")) throw bad(s);
        } else if (!only(host, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-") || host.startsWith("-")) {
            throw bad(s);
        }
        String digits = s.substring(colon + 1);
        if (!only(digits, "0123456789")) throw bad(s);
        int port = Integer.parseInt(digits);
        if (port < 1 || port > 65535) throw new IllegalArgumentException("port out of range in '" + s + "'");
        return new Target(host, port);
    }

    private static boolean only(String s, String allowed) {
        for (int i = 0; i < s.length(); i++) if (allowed.indexOf(s.charAt(i)) < 0) return false;
        return !s.isEmpty();
    }

    private static IllegalArgumentException bad(String s) {
        return new IllegalArgumentException("not HOST:PORT or [IPv6]:PORT: '" + s + "'");
    }

    @Override
    public String toString() {
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }
}
