package dev.agentlint.model;

/** The file could not be parsed; nothing else in it was checked. */
public record ParseFailure(String message, Location location) {}
