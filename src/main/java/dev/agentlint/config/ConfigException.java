package dev.agentlint.config;

import dev.agentlint.base.Span;

/**
 * An invalid configuration or baseline file: the scan does not start (exit 2). The message names
 * the file, the line and column, and the problem: {@code .agentlint.yaml:4:3: unknown key 'exlude' …}.
 */
public final class ConfigException extends Exception {

    public ConfigException(String displayPath, Span at, String problem) {
        super(displayPath + (at == null ? "" : ":" + at.line() + ":" + at.column()) + ": " + problem, null, false, false);
    }
}
