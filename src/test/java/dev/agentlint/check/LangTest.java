package dev.agentlint.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class LangTest {

    @ParameterizedTest
    @ValueSource(strings = {"zh_CN.UTF-8", "zh_CN", "zh-CN", "zh_CN.GB18030", "zh_SG.UTF-8", "zh_Hans", "zh_Hans_CN.UTF-8", "zh-Hans-SG", "ZH_cn.utf8", "zh_CN@stroke"})
    void simplifiedChineseLocalesAreZhCn(String locale) {
        assertThat(Lang.ofLocale(locale)).isEqualTo(Lang.ZH_CN);
    }

    @ParameterizedTest
    @ValueSource(strings = {"C", "POSIX", "C.UTF-8", "en_US.UTF-8", "en_GB", "zh_TW.UTF-8", "zh_HK", "zh_Hant", "zh", "de_DE", "", "_", "zh_", ".UTF-8", "@euro"})
    void everyOtherLocaleIsEnglish(String locale) {
        assertThat(Lang.ofLocale(locale)).isEqualTo(Lang.EN);
    }

    @Test
    void theFirstSetVariableDecidesAsPosixHasIt() {
        Map<String, String> env = new HashMap<>();
        assertThat(Lang.fromEnvironment(env)).isEqualTo(Lang.EN);
        env.put("LANG", "zh_CN.UTF-8");
        assertThat(Lang.fromEnvironment(env)).isEqualTo(Lang.ZH_CN);
        env.put("LC_MESSAGES", "en_US.UTF-8");
        assertThat(Lang.fromEnvironment(env)).as("LC_MESSAGES overrides LANG").isEqualTo(Lang.EN);
        env.put("LC_ALL", "zh_SG.UTF-8");
        assertThat(Lang.fromEnvironment(env)).as("LC_ALL overrides both").isEqualTo(Lang.ZH_CN);
        env.put("LC_ALL", "");
        assertThat(Lang.fromEnvironment(env)).as("an empty variable is not set").isEqualTo(Lang.EN);
    }

    @Test
    void tagsAreTheOnesTheOptionTakes() {
        assertThat(Lang.ofTag("zh-CN")).isEqualTo(Lang.ZH_CN);
        assertThat(Lang.ofTag("zh-cn")).isEqualTo(Lang.ZH_CN);
        assertThat(Lang.ofTag("en")).isEqualTo(Lang.EN);
        assertThatThrownBy(() -> Lang.ofTag("zh_CN")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Lang.ofTag("fr")).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("en, zh-CN");
    }
}
