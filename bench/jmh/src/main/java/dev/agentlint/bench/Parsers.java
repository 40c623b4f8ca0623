package dev.agentlint.bench;

import dev.agentlint.parse.JsonTreeParser;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.TomlTreeParser;
import dev.agentlint.parse.YamlTreeParser;
import dev.agentlint.parse.ini.WslIniParser;
import dev.agentlint.parse.shell.ShellParser;
import dev.agentlint.parse.unit.UnitFileParser;
import dev.agentlint.parse.xml.XmlTreeParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Each parser agentlint has, with the corpus folders whose files it reads. Add new parsers here. */
enum Parsers {
    JSON(Set.of("claude-settings", "mcp", "devcontainer"), text -> JsonTreeParser.parse(text, true)),
    YAML(Set.of("compose", "lima", "kube"), YamlTreeParser::parseAll),
    TOML(Set.of("codex"), TomlTreeParser::parse),
    UNIT(Set.of("quadlet", "systemd"), UnitFileParser::parse),
    XML(Set.of("wsb"), XmlTreeParser::parse),
    /** wsl.conf and .wslconfig, both read with the wsl.conf dialect (which stops at the first invalid line; .wslconfig's skips it). */
    INI(Set.of("wslconf", "wslconfig"), text -> WslIniParser.parse(text, WslIniParser.Dialect.WSL_CONF)),
    /** The corpus has no shell scripts: the repository's own (see {@link Corpus#shellScripts}). */
    SHELL(Set.of("shell"), ShellParser::parse);

    /** One parser entry point. */
    @FunctionalInterface
    interface Parse {
        Object parse(String text) throws ParseException;
    }

    private final Set<String> folders;
    private final Parse parse;

    Parsers(Set<String> folders, Parse parse) {
        this.folders = folders;
        this.parse = parse;
    }

    Object parse(String text) throws ParseException {
        return parse.parse(text);
    }

    /** The files this parser reads. */
    List<Corpus.Entry> inputs(List<Corpus.Entry> corpus) {
        if (this == SHELL) return Corpus.shellScripts();
        List<Corpus.Entry> mine = new ArrayList<>();
        for (Corpus.Entry e : corpus) if (folders.contains(e.folder())) mine.add(e);
        return mine;
    }
}
