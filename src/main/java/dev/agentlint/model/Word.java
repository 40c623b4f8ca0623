package dev.agentlint.model;

import dev.agentlint.base.Span;

/**
 * One argument of a command line, with quoting resolved.
 *
 * @param value   the argument as the program receives it
 * @param span    where it is written in the scanned file
 * @param literal false when part of it comes from an expansion agentlint could not resolve
 *                ({@code $UNSET}, {@code $(cmd)}), so its value is not known for certain
 */
public record Word(String value, Span span, boolean literal) {}
