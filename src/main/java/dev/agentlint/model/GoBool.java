package dev.agentlint.model;

/** Go's {@code strconv.ParseBool}, which Docker, Podman and Compose use for option values. */
public final class GoBool {

    private GoBool() {}

    /** True or false as Go reads {@code s}; null when it is neither. */
    public static Boolean parse(String s) {
        return switch (s.strip()) {
            case "1", "t", "T", "TRUE", "true", "True" -> Boolean.TRUE;
            case "0", "f", "F", "FALSE", "false", "False" -> Boolean.FALSE;
            default -> null;
        };
    }
}
