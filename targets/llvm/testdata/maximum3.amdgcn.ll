; Produced by lowerc (targets/llvm, target llvm amdgcn-amd-amdhsa); opt-19 -passes=verify accepts it and llc-19 -mcpu=gfx908 compiles it (TestGoldenFiles checks both on every run; -update rewrites).
source_filename = "testdata/examples/maximum3.tile"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @maximum3(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="1,1" {
bb-entry:
	%0 = load float, ptr addrspace(1) %A
	%1 = getelementptr inbounds float, ptr addrspace(1) %A, i64 1
	%2 = load float, ptr addrspace(1) %1
	%3 = getelementptr inbounds float, ptr addrspace(1) %A, i64 2
	%4 = load float, ptr addrspace(1) %3
	%5 = getelementptr inbounds float, ptr addrspace(1) %A, i64 3
	%6 = load float, ptr addrspace(1) %5
	%7 = load float, ptr addrspace(1) %B
	%8 = getelementptr inbounds float, ptr addrspace(1) %B, i64 1
	%9 = load float, ptr addrspace(1) %8
	%10 = getelementptr inbounds float, ptr addrspace(1) %B, i64 2
	%11 = load float, ptr addrspace(1) %10
	%12 = getelementptr inbounds float, ptr addrspace(1) %B, i64 3
	%13 = load float, ptr addrspace(1) %12
	%14 = call float @llvm.maxnum.f32(float %0, float %7)
	%15 = call float @llvm.maxnum.f32(float %14, float 0.0)
	%16 = call float @llvm.canonicalize.f32(float %15)
	%17 = bitcast float %16 to i32
	%18 = and i32 %17, u0x7FFFFFFF
	%19 = bitcast i32 %18 to float
	%20 = call float @llvm.maxnum.f32(float %2, float %9)
	%21 = call float @llvm.maxnum.f32(float %20, float 0.0)
	%22 = call float @llvm.canonicalize.f32(float %21)
	%23 = bitcast float %22 to i32
	%24 = and i32 %23, u0x7FFFFFFF
	%25 = bitcast i32 %24 to float
	%26 = call float @llvm.maxnum.f32(float %4, float %11)
	%27 = call float @llvm.maxnum.f32(float %26, float 0.0)
	%28 = call float @llvm.canonicalize.f32(float %27)
	%29 = bitcast float %28 to i32
	%30 = and i32 %29, u0x7FFFFFFF
	%31 = bitcast i32 %30 to float
	%32 = call float @llvm.maxnum.f32(float %6, float %13)
	%33 = call float @llvm.maxnum.f32(float %32, float 0.0)
	%34 = call float @llvm.canonicalize.f32(float %33)
	%35 = bitcast float %34 to i32
	%36 = and i32 %35, u0x7FFFFFFF
	%37 = bitcast i32 %36 to float
	store float %19, ptr addrspace(1) %Out
	%38 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 1
	store float %25, ptr addrspace(1) %38
	%39 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 2
	store float %31, ptr addrspace(1) %39
	%40 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 3
	store float %37, ptr addrspace(1) %40
	ret void
}

declare float @llvm.maxnum.f32(float %0, float %1)

declare float @llvm.canonicalize.f32(float %0)
