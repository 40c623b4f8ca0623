package dev.agentlint.base;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** agentlint's own version, from the build. */
public final class Version {

    public static final String NAME = "agentlint";
    public static final String INFORMATION_URI = "https://github.com/agentlint/agentlint";

    private static final String VERSION = load();

    private Version() {}

    public static String get() {
        return VERSION;
    }

    private static final java.util.regex.Pattern RELEASE = java.util.regex.Pattern.compile("(?<!\\d)\\d++\\.\\d++\\.\\d++");

    /**
     * The public address of a page under {@code docs/} as of this version: a released version's tag
     * ({@code v0.2.0}), so a link never shows a later version's text; a development build's {@code main}.
     */
    public static String docsUrl(String pathUnderDocs) {
        return docsUrl(VERSION, pathUnderDocs);
    }

    static String docsUrl(String version, String pathUnderDocs) {
        String ref = RELEASE.matcher(version).matches() ? "v" + version : "main";
        return INFORMATION_URI + "/blob/" + ref + "/docs/" + pathUnderDocs;
    }

    private static String load() {
        try (InputStream in = Version.class.getResourceAsStream("/dev/agentlint/version.properties")) {
            if (in == null) return "0.0.0-dev";
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version", "0.0.0-dev");
        } catch (IOException e) {
            return "0.0.0-dev";
        }
    }
}
