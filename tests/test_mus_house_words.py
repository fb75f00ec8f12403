"""Mus's house rules in three languages: every string the house rules added has its English
template and a Spanish and a Brazilian Portuguese translation with the same slots, and the
table, the options and the card say them in the reader's language."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pokerrules.api import handle
from pokerrules.core.actions import Action
from pokerrules.games.mus import stacked
from pokerrules.games.mus.house_options import HOUSE_OPTIONS
from pokerrules.games.mus.words import en_house, es_house, pt_br_house
from pokerrules.lookup.history import to_json
from pokerrules.words.pseudo import PSEUDO, unmarked
from pokerrules.words.templates import slots
from pokerrules.words.translate import translate

BOOKS = {"es": es_house.WORDS, "pt-BR": pt_br_house.WORDS}


def test_each_language_translates_every_english_template_with_the_same_slots() -> None:
    assert all(source == target for source, target in en_house.WORDS.items())
    for words in BOOKS.values():
        assert words.keys() == en_house.WORDS.keys()
        for source, target in words.items():
            assert sorted(slots(source)) == sorted(slots(target)), (source, target)
            assert target != source or source in ("31 real", "Pedrete"), source


@pytest.mark.parametrize("lang", ["es", "pt-BR", PSEUDO])
def test_every_house_rule_label_and_choice_is_in_the_reader_s_language(lang: str) -> None:
    for spec in HOUSE_OPTIONS:
        for text in (spec.label, *(choice.label for choice in spec.choices)):
            said = translate(text, lang)
            assert said != text, text
            if lang == PSEUDO:
                assert not unmarked(said), said


def _view(lang: str) -> dict[str, Any]:
    state = stacked("Kh Ks Kc 3d", "Ah As 4c 5d", "Qh Js 6c 7c", "Jh Qs 6h 7h",
                    match="best-of-3", real="on", pedrete="on", game_to="30")
    for move in ("no-mus", "ordago", "see"):
        state.apply(Action(move))
    history = json.loads(json.dumps(to_json(state)))
    reply = json.loads(handle(json.dumps({"op": "view", "history": history, "lang": lang})))
    assert reply["ok"], reply
    view: dict[str, Any] = reply["view"]
    return view


def test_the_table_says_the_games_won_and_the_special_hands_in_spanish() -> None:
    info = _view("es")["info"]
    assert "Juegos ganados (al mejor de 3): tu pareja 1, la otra pareja 0" in info
    assert "El 31 real (tres sietes y sota) gana a cualquier otro 31" in info
    assert "El pedrete (cuatro, cinco, seis y siete) cuenta como pares y vale 1" in info


def test_the_log_says_the_game_won_in_brazilian_portuguese() -> None:
    log = " ".join(_view("pt-BR")["log"])
    assert "Jogo 1: " in log and "e levam o jogo depois de 1 rodada (0 a 0)." in log
    assert "As duas duplas começam o próximo jogo do 0." in log


def test_the_card_and_the_counters_in_spanish() -> None:
    reply = json.loads(handle(json.dumps({
        "op": "card", "variant": "mus", "lang": "es",
        "options": {"real": "on", "pedrete": "on", "game_to": "35", "match": "best-of-5"}})))
    assert reply["ok"], reply
    assert "Un juego de 31 real (tres sietes y sota) gana a cualquier otro 31." in reply["pot"]
    assert ("La primera pareja que llega a 35 tantos gana un juego, y la que gana 3 de 5 juegos "
            "gana la partida.") in reply["pot"]
    labels = [rule["label"] for rule in reply["house_rules"]]
    assert "Juegos de la partida" in labels and "Tantos para ganar un juego" in labels
    assert translate("26 (five amarracos, announced: 4 to go)", "es") == \
        "26 (cinco amarracos, se anuncia: faltan 4)"
    assert translate("You lose the match, 1 game to 2.", "pt-BR") == \
        "Você perde a partida por 1 jogo a 2."
