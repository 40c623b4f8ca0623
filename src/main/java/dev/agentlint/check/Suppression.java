package dev.agentlint.check;

/**
 * Why a finding does not count: an inline ignore in the file ({@code IN_SOURCE}), or the
 * configuration or a baseline ({@code EXTERNAL}). Suppressed findings are still reported.
 */
public record Suppression(Kind kind, String source, String justification) {

    public enum Kind { IN_SOURCE, EXTERNAL }
}
