package dev.agentlint.probe;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A TCP target given with {@code --target HOST:PORT} ({@code [v6]:PORT} for an IPv6 address). */
public record Target(String host, int port) {

    private static final Pattern FORM = Pattern.compile("(?:\\[([0-9A-Fa-f:.%]+)]|([A-Za-z0-9._-]+)):([0-9]{1,5})");

    public static Target parse(String s) {
        Matcher m = FORM.matcher(s);
        if (!m.matches()) throw new IllegalArgumentException("not HOST:PORT or [IPv6]:PORT: '" + s + "'");
        int port = Integer.parseInt(m.group(3));
        if (port < 1 || port > 65535) throw new IllegalArgumentException("port out of range in '" + s + "'");
        return new Target(m.group(1) != null ? m.group(1) : m.group(2), port);
    }

    @Override
    public String toString() {
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }
}
