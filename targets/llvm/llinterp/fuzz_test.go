package llinterp

import "testing"

// FuzzParse: any input parses or gives an error, never a panic; a parsed
// function evaluates or gives an error, never a panic.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		fn1("float", "%r = call float @llvm.maxnum.f32(float %a, float %b)\nret float %r"),
		fn1("<2 x half>", "%r = call nsz <2 x half> @llvm.minimum.v2f16(<2 x half> %a, <2 x half> splat (half 0xH3C00))\nret <2 x half> %r"),
		fn1("double", "%k = fcmp ult double %a, 0x7FF8000000000000\n%r = select nnan i1 %k, double %b, double %c\nret double %r"),
		fn1("bfloat", "%x = fpext bfloat %a to float\n%i = bitcast float %x to i32\n%j = lshr exact i32 %i, 16\n%t = trunc nuw i32 %j to i16\n%r = bitcast i16 %t to bfloat\nret bfloat %r"),
		fn1("half", "%k = call i1 @llvm.is.fpclass.f16(half %a, i32 516)\n%r = select i1 %k, half %b, half poison\nret half %r"),
		"define float @f(float %a) #0 {\n  %r = call float @llvm.canonicalize.f32(float %a)\n  ret float %r\n}\nattributes #0 = { \"denormal-fp-math\"=\"dynamic\" }",
		"define <2 x float> @v(<2 x float> %a) {\n%e = extractelement <2 x float> %a, i32 1\n%r = insertelement <2 x float> %a, float %e, i64 0\nret <2 x float> %r\n}",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := Parse("fuzz.ll", src)
		if err != nil {
			return
		}
		for _, fn := range m.Funcs {
			args := make([]uint64, len(fn.Params))
			for i := range args {
				args[i] = 0x7f800001 * uint64(i+1)
				args[i] &= fn.Params[i].Type.laneMask()
			}
			_, _ = fn.Eval(args)
		}
	})
}
