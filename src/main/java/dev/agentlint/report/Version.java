package dev.agentlint.report;

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
