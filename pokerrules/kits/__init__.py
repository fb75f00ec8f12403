"""Kits that games share: melds and the rummy table, and the printable card's QR code."""
