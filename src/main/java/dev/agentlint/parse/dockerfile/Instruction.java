package dev.agentlint.parse.dockerfile;

import dev.agentlint.parse.OffsetMap;
import dev.agentlint.base.Span;
import java.util.List;

/**
 * One Dockerfile instruction as the builder reads it: its keyword, its arguments with the line
 * continuations joined (comment lines inside them dropped), and where every character of those
 * arguments is written.
 *
 * @param keyword   the instruction, upper-case ({@code RUN}, {@code ENV}, …)
 * @param arguments what follows the keyword, joined across continuation lines, without leading blanks
 * @param offsets   where each character of {@code arguments} is written in the file
 * @param span      the whole instruction, keyword to the end of its last line (here-document bodies included)
 * @param exec      the JSON (exec) form's elements, when the arguments are a JSON array of strings; null otherwise
 * @param execAt    where each element of {@code exec} starts in {@code arguments} (the character after its quote)
 * @param heredocs  the here-documents the instruction opens ({@code RUN <<EOF}), in order; empty when none
 * @param escape    the file's escape character ({@code \\}, or {@code `} after {@code # escape=`})
 */
public record Instruction(String keyword, String arguments, OffsetMap offsets, Span span, List<String> exec,
                          List<Integer> execAt, List<HereDocument> heredocs, char escape) {

    public Instruction {
        exec = exec == null ? null : List.copyOf(exec);
        execAt = execAt == null ? null : List.copyOf(execAt);
        heredocs = List.copyOf(heredocs);
    }

    /** Where characters {@code [start, end)} of the arguments are written. */
    public Span at(int start, int end) {
        return offsets.span(start, end);
    }

    /**
     * A here-document of the instruction.
     *
     * @param name     the delimiter word
     * @param body     the lines between the instruction and the delimiter, each ending in a line break
     * @param offsets  where each character of {@code body} is written
     * @param start    where {@code <<NAME} starts in the instruction's arguments
     * @param end      where it ends there
     */
    public record HereDocument(String name, String body, OffsetMap offsets, int start, int end) {}
}
