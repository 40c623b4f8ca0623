package dev.agentlint.discover;

import java.nio.file.Path;

/** A symbolic link inside a scanned tree whose target lies outside it (never followed). */
public record EscapingLink(Path link, String displayPath, String target) {}
