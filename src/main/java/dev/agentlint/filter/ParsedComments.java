package dev.agentlint.filter;

import dev.agentlint.base.CommentSpans;
import dev.agentlint.base.LineIndex;
import dev.agentlint.base.SourceFile;
import dev.agentlint.base.Span;
import dev.agentlint.extract.container.CredentialFiles;
import dev.agentlint.parse.BatchLines;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.TomlTreeParser;
import dev.agentlint.parse.dockerfile.DockerfileParser;
import dev.agentlint.parse.ini.WslIniParser;
import dev.agentlint.parse.just.JustfileReader;
import dev.agentlint.parse.make.MakefileReader;
import dev.agentlint.parse.powershell.PowerShellParser;
import dev.agentlint.parse.shell.ShellParser;
import dev.agentlint.parse.unit.UnitFileParser;
import java.util.ArrayList;
import java.util.List;

/**
 * The comments of a file whose parser records them ({@link CommentSyntax#fromParser()}): the spans
 * its extraction recorded, so inline ignores agree with the parser on what is a string and what a
 * comment, and no second pass over the text is made.
 *
 * <p>A file nobody recorded comments for in this scan (another file of the tree an extractor read,
 * or a file whose parse failed, whose facts were replaced) is parsed here once more, only to record
 * them; that happens only for a text that says "agentlint:". Where the parser stopped early (a
 * syntax error, a budget), the comments it read are kept and, from the line it stopped in on, a line
 * counts as a comment when it starts with the format's comment delimiter (after blanks): what the
 * comment lexer found there before, except comments after code on that line or later ones.
 */
final class ParsedComments {

    private ParsedComments() {}

    static List<Comments.Comment> of(SourceFile file, CommentSyntax syntax, CommentSpans recorded) {
        CommentSpans spans = recorded != null ? recorded : parse(file, syntax);
        String t = file.text();
        List<Comments.Comment> out = new ArrayList<>(spans.size());
        for (int k = 0; k < spans.size(); k++) {
            if (spans.start(k) >= spans.readUntil() || spans.end(k) > t.length()) continue;
            out.add(Comments.comment(t, spans.start(k), spans.end(k), spans.bodyStart(k), spans.bodyEnd(k)));
        }
        if (!spans.complete()) {
            LineIndex lines = file.lines();
            int from = lines.line(spans.readUntil());
            int last = out.isEmpty() ? -1 : out.get(out.size() - 1).end();
            for (int l = from; l <= lines.lineCount(); l++) {
                int start = lines.offset(l, 1);
                if (start < last) continue;
                lineComment(t, start, start + lines.lineLength(l), syntax, out);
            }
        }
        return out;
    }

    /** A whole-line comment from {@code start} to {@code end}, when the line is one in this syntax. */
    private static void lineComment(String t, int start, int end, CommentSyntax syntax, List<Comments.Comment> out) {
        int k = start;
        while (k < end && (t.charAt(k) == ' ' || t.charAt(k) == '\t' || syntax == CommentSyntax.BATCH && t.charAt(k) == '@')) k++;
        if (k >= end) return;
        char c = t.charAt(k);
        int delimiter = switch (syntax) {
            case BATCH -> t.startsWith("::", k) ? 2 : t.regionMatches(true, k, "rem", 0, 3)
                    && (k + 3 == end || Character.isWhitespace(t.charAt(k + 3))) ? 3 : 0;
            case UNIT -> c == '#' || c == ';' ? 1 : 0;
            default -> c == '#' ? 1 : 0;
        };
        if (delimiter > 0) out.add(Comments.comment(t, k, end, k + delimiter, end));
    }

    /** The comments the format's parser records in the file, read for nothing else. */
    static CommentSpans parse(SourceFile file, CommentSyntax syntax) {
        CommentSpans.Recorder r = new CommentSpans.Recorder();
        String text = file.text();
        try {
            switch (syntax) {
                case SHELL -> ShellParser.parse(text, r);
                case MAKEFILE -> MakefileReader.read(file.lines(), r);
                case JUSTFILE -> JustfileReader.read(file.lines(), r);
                case CREDENTIAL_FILE -> CredentialFiles.entries(file, CredentialFiles.kind(file.displayPath()), r);
                case POWERSHELL -> PowerShellParser.parse(text, r);
                case BATCH -> BatchLines.read(text, r);
                case TOML -> TomlTreeParser.parse(file, r);
                case UNIT -> UnitFileParser.parse(text, file.lines(), r);
                case DOCKERFILE -> DockerfileParser.parse(file.lines(), r);
                // Every line, as the .wslconfig dialect reads on past invalid ones (WSL reads no
                // further in wsl.conf, but agentlint reads on to explain what it skips).
                case WSL_INI -> WslIniParser.parse(text, file.lines(), WslIniParser.Dialect.WSLCONFIG, r);
                case NONE, YAML, JSONC, XML -> throw new IllegalArgumentException(syntax + " has no parser of agentlint's");
            }
        } catch (ParseException e) {
            Span at = e.span();
            r.stoppedAt(at == null ? 0 : file.lines().offset(at.line(), at.column()));
        }
        return r.spans();
    }
}
