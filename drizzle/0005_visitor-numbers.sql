CREATE TABLE "visitor_daily" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visitor_daily_day_dimension_key_pk" PRIMARY KEY("day","dimension","key")
);
