package diag

import "strings"

// Suggest returns the candidate closest to name by edit distance
// (insertions, deletions, substitutions and swaps of neighbours, ignoring
// case), or "" when none is close enough: at most one edit for names of up
// to five letters, else a third of the name's length; a candidate that
// starts with a name of four letters or more is close enough too
// ("preserve": preserve_dst). Of equally close
// candidates the one sharing the longest prefix with name wins ("gfx110":
// gfx1100, not gfx1010), then the earlier one, so the result is
// deterministic.
func Suggest(name string, candidates []string) string {
	if name == "" {
		return ""
	}
	limit := max(1, len(name)/3)
	best, bestD, bestP := "", limit+1, -1
	lname := strings.ToLower(name)
	for _, c := range candidates {
		if c == name {
			continue
		}
		lc := strings.ToLower(c)
		d := distance(lname, lc)
		if d > limit && !(len(lname) >= 4 && strings.HasPrefix(lc, lname)) {
			continue
		}
		if p := commonPrefix(lname, lc); best == "" || d < bestD || d == bestD && p > bestP {
			best, bestD, bestP = c, d, p
		}
	}
	return best
}

func commonPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// DidYouMean returns ` (did you mean "x"?)` for Suggest's answer, or "".
func DidYouMean(name string, candidates []string) string {
	if s := Suggest(name, candidates); s != "" {
		return ` (did you mean "` + s + `"?)`
	}
	return ""
}

// distance is the optimal string alignment distance of a and b in bytes.
func distance(a, b string) int {
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}
