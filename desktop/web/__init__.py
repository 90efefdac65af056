"""The web as a source (issue 41): pages fetched for the person within
bounds and never from this computer's or its network's own addresses
(fetch.py), search providers (search.py), a page's main text (extract.py)."""
