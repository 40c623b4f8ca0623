package dev.agentlint.bench;

import dev.agentlint.parse.JsonTreeParser;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.TomlTreeParser;
import dev.agentlint.parse.YamlTreeParser;
import dev.agentlint.parse.ini.WslIniParser;
import dev.agentlint.parse.shell.ShellParser;
import dev.agentlint.parse.xml.XmlTreeParser;
import dev.agentlint.parse.unit.UnitFileParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Each parser agentlint has, with the corpus folders whose files it reads. Add new parsers here. */
enum Parsers {
    JSON(Set.of("claude-settings", "mcp", "devcontainer")) {
        @Override
        Object parse(String text) throws ParseException {
            return JsonTreeParser.parse(text, true);
        }
    },
    YAML(Set.of("compose", "lima", "kube")) {
        @Override
        Object parse(String text) throws ParseException {
            return YamlTreeParser.parseAll(text);
        }
    },
    TOML(Set.of("codex")) {
        @Override
        Object parse(String text) throws ParseException {
            return TomlTreeParser.parse(text);
        }
    },
    UNIT(Set.of("quadlet", "systemd")) {
        @Override
        Object parse(String text) throws ParseException {
            return UnitFileParser.parse(text);
        }
    },
    XML(Set.of("wsb")) {
        @Override
        Object parse(String text) throws ParseException {
            return XmlTreeParser.parse(text);
        }
    },
    /** wsl.conf and .wslconfig, both read with the wsl.conf dialect (which stops at the first invalid line; .wslconfig's skips it). */
    INI(Set.of("wslconf", "wslconfig")) {
        @Override
        Object parse(String text) {
            return WslIniParser.parse(text, WslIniParser.Dialect.WSL_CONF);
        }
    },
    SHELL(Set.of("shell")) {
        @Override
        Object parse(String text) {
            return ShellParser.parse(text);
        }

        @Override
        List<Corpus.Entry> inputs(List<Corpus.Entry> corpus) {
            return Corpus.shellScripts();
        }
    };

    private final Set<String> folders;

    Parsers(Set<String> folders) {
        this.folders = folders;
    }

    abstract Object parse(String text) throws ParseException;

    /** The corpus files this parser reads. */
    List<Corpus.Entry> inputs(List<Corpus.Entry> corpus) {
        List<Corpus.Entry> mine = new ArrayList<>();
        for (Corpus.Entry e : corpus) if (folders.contains(e.folder())) mine.add(e);
        return mine;
    }
}
