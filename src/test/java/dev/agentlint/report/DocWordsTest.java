package dev.agentlint.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class DocWordsTest {

    @Test
    void fillsInOrderAndNeverReadsAValueAsATemplate() {
        assertThat(DocWords.fill("a %s b %s%n", "%s %n", "x")).isEqualTo("a %s %n b x" + System.lineSeparator());
        assertThat(DocWords.fill("100% sure: %s", "yes")).isEqualTo("100% sure: yes");
        assertThat(DocWords.fill("trailing %", new String[0])).isEqualTo("trailing %");
    }

    @Test
    void everyLanguageHasItsWords() {
        for (dev.agentlint.check.Lang lang : dev.agentlint.check.Lang.values()) assertThat(DocWords.of(lang)).isNotNull();
        assertThat(DocWords.ZH_CN.docsFromPage()).as("Chinese pages live one directory deeper").isEqualTo("../../");
    }
}
